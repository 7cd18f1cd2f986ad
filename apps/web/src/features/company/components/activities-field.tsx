import { Badge, Group, Loader, MultiSelect, Text, type ComboboxItem } from '@mantine/core';
import type { BusinessTwist, BusinessTwistEntry } from '@forja/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { activityName } from '../activity-name';
import { businessTwistsQueryOptions } from '../api/business-twists';
import { MAX_ACTIVITIES } from '../basic-data-values';

type Activity = { id: number; name: string; code?: string };

type ActivitiesFieldProps = {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  /** The activities already saved, as the company profile carries them. */
  known: readonly BusinessTwist[];
  inputRef?: Ref<HTMLInputElement>;
};

const label = (activity: Activity) => (activity.code ? `${activity.code} · ${activity.name}` : activity.name);

/**
 * Business activities from the SCIAN catalogue: a search the server answers (`business-twists?q=&lang=`),
 * up to ten picked, each shown with its 6-digit SCIAN code.
 */
export function ActivitiesField({ value, onChange, onBlur, error, known, inputRef }: ActivitiesFieldProps) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const query = search.trim();
  const [debounced] = useDebouncedValue(query, 250);
  const results = useQuery(businessTwistsQueryOptions(debounced, language));
  // Results are offered only for the text in the box now: while a newer search is on its way (debounce or
  // request), the older results are not clickable and the field says it is searching.
  const upToDate = debounced === query && !results.isPlaceholderData;
  const searching = !upToDate || results.isFetching;
  // The activities picked in the search so far, by id, so their names stay on the pills after it changes.
  const [picked, setPicked] = useState<Record<string, Activity>>({});
  // The saved ones, named in the page's language.
  const saved = useMemo(
    () =>
      known.map((twist) => ({
        id: twist.id,
        name: activityName(twist, language),
        ...(twist.code ? { code: twist.code } : {}),
      })),
    [known, language],
  );

  const found = useMemo(() => (upToDate ? (results.data ?? []) : []), [upToDate, results.data]);
  const byId = useMemo(() => {
    const map = new Map<string, Activity>(saved.map((activity) => [String(activity.id), activity]));
    for (const [id, activity] of Object.entries(picked)) map.set(id, activity);
    for (const entry of found) map.set(String(entry.id), entry);
    return map;
  }, [saved, picked, found]);

  const data: ComboboxItem[] = useMemo(() => {
    const items = new Map<string, ComboboxItem>();
    for (const id of value) {
      const activity = byId.get(id);
      if (activity) items.set(id, { value: id, label: label(activity) });
    }
    for (const entry of found) items.set(String(entry.id), { value: String(entry.id), label: label(entry) });
    return [...items.values()];
  }, [value, byId, found]);

  const change = (next: string[]) => {
    const additions: Record<string, Activity> = {};
    for (const id of next) {
      const entry: BusinessTwistEntry | undefined = found.find((candidate) => String(candidate.id) === id);
      if (entry && !picked[id]) additions[id] = entry;
    }
    if (Object.keys(additions).length > 0) setPicked((before) => ({ ...before, ...additions }));
    onChange(next.slice(0, MAX_ACTIVITIES));
  };

  const description = results.isError
    ? t('basic_data.activities_unavailable')
    : t('basic_data.activities_hint', { chosen: value.length, max: MAX_ACTIVITIES });

  return (
    <MultiSelect
      ref={inputRef}
      label={t('basic_data.activities_label')}
      description={description}
      placeholder={value.length < MAX_ACTIVITIES ? t('basic_data.activities_placeholder') : undefined}
      data={data}
      value={value}
      onChange={change}
      onBlur={onBlur}
      error={error}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered and ranked the catalogue.
      filter={({ options }) => options}
      maxValues={MAX_ACTIVITIES}
      hidePickedOptions
      nothingFoundMessage={searching ? t('basic_data.activities_searching') : t('basic_data.activities_none')}
      rightSection={
        searching ? (
          <Loader size="xs" role="status" aria-label={t('basic_data.activities_searching')} />
        ) : undefined
      }
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const activity = byId.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {activity?.code && (
              <Badge variant="light" radius="sm" ff="monospace" style={{ flexShrink: 0 }}>
                {activity.code}
              </Badge>
            )}
            <Text size="sm">{activity?.name ?? option.label}</Text>
          </Group>
        );
      }}
    />
  );
}
