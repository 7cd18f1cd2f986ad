import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchCompany } from '../../../features/company/api/get-company-profile';
import { hearAboutQueryOptions } from '../../../features/payments/api/hear-about';
import { HearAboutForm } from '../../../features/payments/components/hear-about-form';
import { queryClient } from '../../../lib/query-client';
import { loaderLanguage } from '../../guards';
import { loadCompanyPage, useContinueOnboarding } from '../../company-page';
import { PaymentPage } from './payment-page';
import { nextStepUrl, type PaymentPageData } from './payment-loaders';

/** hear_about is asked once: answered (or the company unpaid), the founder goes on with the onboarding. */
export async function hearAboutLoader(args: LoaderFunctionArgs) {
  const data = await loadCompanyPage(args);
  const answered = await queryClient.fetchQuery(hearAboutQueryOptions(data.company.id)).catch(() => null);
  if (answered) {
    const company = await fetchCompany(data.company.id, true);
    return redirect(nextStepUrl(loaderLanguage(args.request), data.user, company));
  }
  return data;
}

/** hear_about: how did you hear of us? Stored with the campaign values; skipping is fine. */
export function HearAboutPage() {
  const { t } = useTranslation('payments');
  const { company } = useLoaderData<PaymentPageData>();
  const continueOnboarding = useContinueOnboarding(company.id);
  return (
    <PaymentPage title={t('hear_about.title')} intro={t('hear_about.intro')}>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <HearAboutForm
          companyId={company.id}
          onDone={async () => {
            await queryClient.invalidateQueries({ queryKey: hearAboutQueryOptions(company.id).queryKey });
            await continueOnboarding();
          }}
        />
      </Card>
    </PaymentPage>
  );
}
