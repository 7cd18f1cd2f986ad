import type { Company, CompanyDocumentType } from '@forja/contracts';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The documents the filing needs: those the company's file holds (by type), and those Forja provides. */
export const IMPORT_DOCUMENTS = [
  { key: 'csf', types: ['CSF_company'] },
  { key: 'deed', types: ['testimony', 'signed_articles_of_incorporation', 'articles_of_incorporation'] },
  { key: 'representative_id', types: null },
  { key: 'compliance_opinion', types: null },
] as const satisfies readonly { key: string; types: readonly CompanyDocumentType[] | null }[];

type DocumentState = 'on_file' | 'waiting' | 'forja';

function stateOf(company: Pick<Company, 'documents'>, types: readonly CompanyDocumentType[] | null) {
  if (!types) return 'forja' satisfies DocumentState;
  const held = company.documents.some(
    (document) => (types as readonly string[]).includes(document.type) && document.document_url,
  );
  return (held ? 'on_file' : 'waiting') satisfies DocumentState;
}

const BADGE: Record<DocumentState, { bg: string; c: string }> = {
  on_file: { bg: 'teal.9', c: 'white' },
  waiting: { bg: 'yellow.1', c: 'gray.9' },
  forja: { bg: 'gray.2', c: 'gray.9' },
};

/** What the SAT asks with the filing, and whether the company's file has it yet. */
export function ImportDocuments({ company }: { company: Pick<Company, 'documents'> }) {
  const { t } = useTranslation('import');
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="import-docs"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="import-docs">
            {t('documents.title')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t('documents.intro')}
          </Text>
        </div>
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {IMPORT_DOCUMENTS.map((document) => {
            const state = stateOf(company, document.types);
            return (
              <li key={document.key}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <div>
                    <Text size="sm" fw={600}>
                      {t(`documents.${document.key}.name`)}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {t(`documents.${document.key}.help`)}
                    </Text>
                  </div>
                  <Badge radius="sm" bg={BADGE[state].bg} c={BADGE[state].c} style={{ flexShrink: 0 }}>
                    {t(`documents.state.${state}`)}
                  </Badge>
                </Group>
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
