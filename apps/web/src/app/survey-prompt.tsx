import type { SurveyStep } from '@forja/contracts';
import { useFeatureFlagState } from '../features/feature-flags/feature-flags';
import { SurveyCard } from '../features/surveys/components/survey-card';

/**
 * The survey of a step where the step ends (payment complete, signature done), behind the `surveys` feature
 * flag: nothing shows until the flags arrived (or timed out, then the flag's default applies).
 */
export function SurveyPrompt({ companyId, step }: { companyId: number; step: SurveyStep }) {
  const flag = useFeatureFlagState('surveys');
  if (!flag.settled || !flag.enabled) return null;
  return <SurveyCard companyId={companyId} step={step} />;
}
