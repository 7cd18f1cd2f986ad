import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The two Beginning steps, with where the founder is ("Paso 1 de 2"). */
export function BeginningSteps({ active }: { active: 0 | 1 }) {
  const { t } = useTranslation('company');
  return (
    <Stepper
      active={active}
      size="sm"
      allowNextStepsSelect={false}
      aria-label={t('beginning.step_of', { step: active + 1, total: 2 })}
    >
      <Stepper.Step label={t('beginning.step_about')} allowStepSelect={false} />
      <Stepper.Step label={t('beginning.step_activities')} allowStepSelect={false} />
    </Stepper>
  );
}
