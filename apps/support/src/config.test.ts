import { describe, expect, it } from 'vitest';
import { retrievalPhraser } from './bot/answer-phraser';
import { createAnswerPhraser, loadSupportConfig, SupportConfigError } from './config';

describe('loadSupportConfig', () => {
  it('answers from retrieval alone by default', () => {
    const config = loadSupportConfig({});
    expect(config).toEqual({ llm: null });
    expect(createAnswerPhraser(config)).toBe(retrievalPhraser);
  });

  it('switches the LLM on with a base URL and a model', () => {
    const config = loadSupportConfig({
      SUPPORT_LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      SUPPORT_LLM_MODEL: 'llama3.1',
      SUPPORT_LLM_API_KEY: '',
    });
    expect(config.llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeoutMs: 10_000,
    });
    expect(createAnswerPhraser(config).kind).toBe('llm');
  });

  it.each([
    [{ SUPPORT_LLM_BASE_URL: 'http://127.0.0.1:1/v1' }, /SUPPORT_LLM_MODEL/],
    [{ SUPPORT_LLM_MODEL: 'gpt-4o-mini' }, /SUPPORT_LLM_MODEL set without SUPPORT_LLM_BASE_URL/],
    [{ SUPPORT_LLM_BASE_URL: 'ftp://example.com', SUPPORT_LLM_MODEL: 'm' }, /SUPPORT_LLM_BASE_URL/],
    [
      {
        SUPPORT_LLM_BASE_URL: 'https://x.example/v1',
        SUPPORT_LLM_MODEL: 'm',
        SUPPORT_LLM_TIMEOUT_MS: 'soon',
      },
      /SUPPORT_LLM_TIMEOUT_MS/,
    ],
  ])('names the wrong variable in %j', (env, message) => {
    expect(() => loadSupportConfig(env)).toThrow(SupportConfigError);
    expect(() => loadSupportConfig(env)).toThrow(message);
  });
});
