import { describe, expect, it } from 'vitest';
import { requestCategoryIcon } from './request-category-icon';

describe('requestCategoryIcon', () => {
  it.each([
    ['Incorporation', 'incorporation'],
    ['Constitución', 'incorporation'],
    ['Bank Opening', 'bank_opening'],
    ['Apertura Bancaria', 'bank_opening'],
    ['Amazon Import Process', 'amazon_import'],
    ['Accounting', 'accounting'],
    ['Contabilidad', 'accounting'],
    ['Basic contracting advice', 'contracting_advice'],
    ['Asesoría básica en contratación', 'contracting_advice'],
    ['Import Registration', 'import_registration'],
    ['Registro de importación', 'import_registration'],
    ['Other inquiry', 'other_inquiry'],
    ['Otra consulta', 'other_inquiry'],
    ['Upload, review and approval of my documentation', 'documentation'],
    ['Carga, revisión y aprobación de mi documentación', 'documentation'],
    // the Chinese names of the Chinese interface
    ['公司设立', 'incorporation'],
    ['银行开户', 'bank_opening'],
    ['其他咨询', 'other_inquiry'],
    ['上传、审核和批准我的文件', 'documentation'],
    // case, accents and spaces do not matter
    ['  constitucion ', 'incorporation'],
    ['APERTURA BANCARIA', 'bank_opening'],
    // anything else
    ['Facturación', 'generic'],
    ['', 'generic'],
    [null, 'generic'],
    [undefined, 'generic'],
  ])('%j -> %s', (category, expected) => {
    expect(requestCategoryIcon(category)).toBe(expected);
  });
});
