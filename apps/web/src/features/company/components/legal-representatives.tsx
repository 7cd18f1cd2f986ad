import {
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  FileInput,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DEFAULT_UPLOAD_MAX_BYTES, type Company, type LegalRepresentative } from '@forja/contracts';
import { checkRfc } from '@forja/domain';
import { IconPaperclip, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/notify';
import { addLegalRepresentative, deleteLegalRepresentative } from '../api/administration';
import { UploadProgress } from './upload-progress';
import { normalizeRfcInput } from './rfc-section';

/** The ID of a representative: a photo (JPEG, PNG) or a PDF. */
const ID_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const ID_EXTENSIONS = /\.(jpe?g|png|pdf)$/i;
const PERSON_RFC_LENGTH = 13;
const MAX_MB = Math.round(DEFAULT_UPLOAD_MAX_BYTES / (1024 * 1024));

function looksLikeIdFile(file: File): boolean {
  return ID_TYPES.includes(file.type) || (file.type === '' && ID_EXTENSIONS.test(file.name));
}

type Errors = { name?: string; rfc?: string; image?: string };

/** A representative's state, as Forja's review left it. */
const REPRESENTATIVE_COLOR = { approved: 'teal', in_review: 'blue', rejected: 'red' } as const;
type SectionProps = { company: Company; onSaved: () => Promise<void> | void };

function AddRepresentativeForm({ company, onSaved }: SectionProps) {
  const { t } = useTranslation('company');
  const [name, setName] = useState('');
  const [rfc, setRfc] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [percent, setPercent] = useState<number | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkRfc(rfc, 'person');
    const next: Errors = {
      name: name.trim().length < 2 ? t('representatives.errors.name_required') : undefined,
      rfc: check.ok ? undefined : t(`representatives.errors.${check.code}`),
      image: !image
        ? t('representatives.errors.image_required')
        : !looksLikeIdFile(image)
          ? t('representatives.errors.image_type')
          : image.size > DEFAULT_UPLOAD_MAX_BYTES
            ? t('representatives.errors.image_size', { max: MAX_MB })
            : undefined,
    };
    setErrors(next);
    if (next.name || next.rfc || next.image || !image || !check.ok) return;
    setPercent(0);
    try {
      await addLegalRepresentative(
        company.id,
        { name: name.trim(), rfc: check.rfc, image },
        { onProgress: setPercent },
      );
      showSuccess(t('representatives.added', { name: name.trim() }));
      setName('');
      setRfc('');
      setImage(null);
      await onSaved();
    } catch (error) {
      showError(error);
    } finally {
      setPercent(null);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-representative-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="add-representative-title">
          {t('representatives.add_title')}
        </Title>
        <TextInput
          label={t('representatives.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          autoComplete="off"
          maxLength={200}
        />
        <TextInput
          label={t('representatives.rfc')}
          description={t('representatives.rfc_hint')}
          value={rfc}
          onChange={(event) =>
            setRfc(normalizeRfcInput(event.currentTarget.value).slice(0, PERSON_RFC_LENGTH))
          }
          error={errors.rfc}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="GODE561231GR8"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' } }}
        />
        <FileInput
          label={t('representatives.image')}
          description={t('representatives.image_hint', { max: MAX_MB })}
          placeholder={t('representatives.image_placeholder')}
          value={image}
          onChange={setImage}
          accept="image/jpeg,image/png,application/pdf"
          error={errors.image}
          clearable
          leftSection={<IconPaperclip size={18} aria-hidden />}
          // Mantine's placeholder grey is below AA contrast; this one is a visible label of the button.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        />
        {percent !== null && image && <UploadProgress fileName={image.name} percent={percent} />}
        <Button
          type="submit"
          variant="light"
          loading={percent !== null}
          leftSection={<IconUserPlus size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('representatives.add')}
        </Button>
      </Stack>
    </form>
  );
}

/** The people who may act for the company, with their ID: listed, added with an upload, removed after a confirmation. */
export function LegalRepresentatives({ company, onSaved }: SectionProps) {
  const { t } = useTranslation('company');
  const [removing, setRemoving] = useState<LegalRepresentative | null>(null);
  const [busy, setBusy] = useState(false);
  const representatives = company.legal_representatives;

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteLegalRepresentative(removing.id);
      showSuccess(t('representatives.removed', { name: removing.name }));
      setRemoving(null);
      await onSaved();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="lg">
          {t('representatives.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('representatives.explain')}
        </Text>
        {company.legal_representation && (
          <Text size="sm" c="gray.7" mt={4}>
            {t('representatives.forja_represents')}
          </Text>
        )}
      </div>

      {representatives.length === 0 ? (
        <Text size="sm">{t('representatives.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {representatives.map((representative) => {
            const rejection = representative.rejection_category?.trim();
            const note = representative.rejection_note?.trim();
            const state = rejection ? 'rejected' : representative.approved ? 'approved' : 'in_review';
            return (
              <Card key={representative.id} component="li" withBorder radius="md" p="sm">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text fw={700}>{representative.name}</Text>
                    <Badge variant="light" color={REPRESENTATIVE_COLOR[state]} radius="sm">
                      {t(`representatives.${state}`)}
                    </Badge>
                  </Group>
                  {rejection && (
                    <Text size="sm" c="red.8">
                      {t('representatives.rejected_because', {
                        reason: t(`representatives.rejections.${rejection}`, {
                          defaultValue: t('representatives.rejections.other'),
                        }),
                      })}
                    </Text>
                  )}
                  {rejection && note && (
                    <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                      {t('representatives.rejection_note', { note })}
                    </Text>
                  )}
                  {representative.rfc && (
                    <Text size="sm">
                      {t('representatives.rfc_short')}: <Code fz="sm">{representative.rfc}</Code>
                    </Text>
                  )}
                  <Group gap="sm" wrap="wrap">
                    {representative.image && (
                      <Anchor href={representative.image} target="_blank" rel="noopener noreferrer" size="sm">
                        {t('representatives.view_id', { name: representative.name })}
                      </Anchor>
                    )}
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => setRemoving(representative)}
                      aria-label={t('representatives.remove_label', { name: representative.name })}
                    >
                      {t('representatives.remove')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}

      <AddRepresentativeForm company={company} onSaved={onSaved} />

      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('representatives.confirm_title')}
        centered
      >
        <Stack gap="md">
          <Text>{t('representatives.confirm_body', { name: removing?.name ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('representatives.confirm_cancel')}
            </Button>
            <Button color="red" onClick={() => void remove()} loading={busy}>
              {t('representatives.confirm_remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
