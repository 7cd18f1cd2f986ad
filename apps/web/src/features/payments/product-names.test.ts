import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@forja/domain';
import en from '../../locales/en/payments.json';
import es from '../../locales/es/payments.json';
import zh from '../../locales/zh_cn/payments.json';
import enWorkspace from '../../locales/en/workspace.json';
import esWorkspace from '../../locales/es/workspace.json';
import zhWorkspace from '../../locales/zh_cn/workspace.json';

const PAYMENTS = { es, en, zh_cn: zh } as const;
const WORKSPACE = { es: esWorkspace, en: enWorkspace, zh_cn: zhWorkspace } as const;

describe('product names', () => {
  it.each(LANGUAGES)(
    'in %s, are the same on the checkout and payment pages as in the services list, e-mails and receipts',
    (language) => {
      const checkout = PAYMENTS[language].products as Record<string, { name: string }>;
      const services = WORKSPACE[language].services.products as Record<string, { name: string }>;
      expect(Object.keys(checkout).sort()).toEqual(Object.keys(services).sort());
      for (const key of Object.keys(services)) expect(checkout[key]?.name, key).toBe(services[key]?.name);
    },
  );
});
