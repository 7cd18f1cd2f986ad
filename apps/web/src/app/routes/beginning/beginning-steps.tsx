import { useTranslation } from 'react-i18next';
import { StepIndicator } from '../../../components/step-indicator';

/** The two Beginning steps, with where the founder is ("Paso 1 de 2"). */
export function BeginningSteps({ active }: { active: 0 | 1 }) {
  const { t } = useTranslation('company');
  return (
    <StepIndicator
      steps={[{ label: t('beginning.step_about') }, { label: t('beginning.step_activities') }]}
      current={active}
    />
  );
}
