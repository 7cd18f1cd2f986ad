import { Stack, Text, Title } from '@mantine/core';
import { efirmaByForja, societyTypeFormsOnline } from '@forja/domain';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { AppointmentCard } from '../../../features/appointments/components/appointment-card';
import { AppointmentReceipt } from '../../../features/company/components/appointment-receipt';
import { EfirmaByForja } from '../../../features/sat/components/efirma-by-forja';
import { EfirmaChecklist } from '../../../features/sat/components/efirma-checklist';
import { SatRegistrationCard } from '../../../features/sat/components/sat-registration-card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadCompanyPage, useCompany, useRefreshCompany, type CompanyPageData } from '../../company-page';

export const companyFielsLoader = loadCompanyPage;

/**
 * administration/{company_id}/company_fiels (spec section 2): the company at the SAT — its RFC and status once
 * Forja records them, what the legal representative brings to the e.firma appointment, the booked appointment
 * and its receipt (acuse_cita_sat); for a company Forja represents, that Forja gets the e.firma instead.
 */
export function CompanyFielsPage() {
  const { t } = useTranslation('sat');
  useDocumentTitle(t('title'));
  const company = useCompany(useLoaderData<CompanyPageData>().company);
  const refresh = useRefreshCompany(company.id);
  // An appointment listed here was booked in Forja: Forja books it at the SAT and puts its receipt on this page.
  const bookedInForja = company.formation.appointments.some((appointment) => appointment.type === 'efirma');
  // A company that hired Forja as its legal representative: Forja gets the e.firma, nothing to book or bring.
  const byForja = efirmaByForja(company);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('title')}
        </Title>
        <Text c="gray.7" mt={4} maw={720}>
          {t(societyTypeFormsOnline(company.company_type) ? 'intro_online' : 'intro')}
        </Text>
      </div>
      <SatRegistrationCard company={company} />
      {company.formation.efirma_obtained_at === null &&
        (byForja ? (
          <EfirmaByForja />
        ) : (
          <>
            <AppointmentCard company={company} type="efirma" />
            <EfirmaChecklist
              formsOnline={societyTypeFormsOnline(company.company_type)}
              bookedInForja={bookedInForja}
            />
          </>
        ))}
      {!byForja && (
        <AppointmentReceipt company={company} onUploaded={refresh} bookedInForja={bookedInForja} />
      )}
    </Stack>
  );
}
