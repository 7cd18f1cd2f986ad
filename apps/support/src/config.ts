import { z } from 'zod';
import { retrievalPhraser, type AnswerPhraser } from './bot/answer-phraser';
import { createOpenAiPhraser } from './bot/openai-phraser';

/**
 * The support backend's settings, read from the environment. With no SUPPORT_LLM_BASE_URL the bot answers
 * from retrieval alone (the default); with it, an OpenAI-compatible chat-completions endpoint words the
 * retrieved answers.
 */
export type SupportConfig = {
  llm: {
    baseUrl: string;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
  } | null;
};

const envSchema = z.object({
  SUPPORT_LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SUPPORT_LLM_API_KEY: z.string().min(1).optional(),
  SUPPORT_LLM_MODEL: z.string().min(1).optional(),
  SUPPORT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export class SupportConfigError extends Error {
  override name = 'SupportConfigError';
}

/** Reads the configuration once; a wrong or incomplete value names the variable. */
export function loadSupportConfig(env: Record<string, string | undefined> = process.env): SupportConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new SupportConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  if (!values.SUPPORT_LLM_BASE_URL) {
    const stray = (['SUPPORT_LLM_API_KEY', 'SUPPORT_LLM_MODEL'] as const).filter((name) => values[name]);
    if (stray.length > 0) {
      throw new SupportConfigError(
        `Invalid configuration: ${stray.join(', ')} set without SUPPORT_LLM_BASE_URL (set it to switch the LLM on)`,
      );
    }
    return { llm: null };
  }
  if (!values.SUPPORT_LLM_MODEL) {
    throw new SupportConfigError(
      'Invalid configuration: SUPPORT_LLM_MODEL must be set with SUPPORT_LLM_BASE_URL',
    );
  }
  return {
    llm: {
      baseUrl: values.SUPPORT_LLM_BASE_URL,
      apiKey: values.SUPPORT_LLM_API_KEY,
      model: values.SUPPORT_LLM_MODEL,
      timeoutMs: values.SUPPORT_LLM_TIMEOUT_MS,
    },
  };
}

/** The phraser the configuration asks for: retrieval only, or the LLM. */
export function createAnswerPhraser(config: SupportConfig): AnswerPhraser {
  return config.llm ? createOpenAiPhraser(config.llm) : retrievalPhraser;
}
