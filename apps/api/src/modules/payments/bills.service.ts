import type { CompanyBill } from '@forja/contracts/payments/bills';
import type { Language } from '@forja/domain';
import { notFound } from '../../http/errors';
import type { CompaniesRepository } from '../companies/companies.repository';
import type { CompanyAccess } from './company-access';
import type { BillRow, PaymentsRepository } from './payments.repository';
import { billNumber, renderReceiptPdf } from './receipt-pdf';
import type { ReceiptLinks } from './receipt-links';

/** A company's bills, each with a signed link to its PDF receipt, and the receipt behind such a link. */
export function createBillsService(deps: {
  payments: PaymentsRepository;
  companies: Pick<CompanyAccess, 'requireAccess'>;
  companiesRepository: CompaniesRepository;
  receiptLinks: ReceiptLinks;
  clock: () => Date;
}) {
  const { payments: repo, clock } = deps;

  return {
    async companyBills(userId: number, companyId: number, language: Language): Promise<CompanyBill[]> {
      await deps.companies.requireAccess(userId, companyId);
      const now = clock();
      const rows = await repo.billsOf(companyId);
      return Promise.all(
        rows.map(async (bill) => ({
          id: bill.id,
          number: billNumber(bill),
          status: 'paid' as const,
          items: bill.items,
          subtotal_centavos: bill.subtotal_centavos,
          iva_centavos: bill.iva_centavos,
          total_centavos: bill.total_centavos,
          currency: 'MXN' as const,
          payment_method: bill.payment_method as 'card' | 'oxxo' | null,
          issued_at: bill.issued_at.toISOString(),
          receipt_url: await deps.receiptLinks.url(bill.id, language, now),
        })),
      );
    },

    /** The PDF of a signed receipt link; a bad or expired link answers like a missing file. */
    async receipt(token: string): Promise<{ fileName: string; pdf: Uint8Array }> {
      const link = await deps.receiptLinks.read(token, clock());
      if (!link) throw notFound();
      const { billId, language } = link;
      const bill: BillRow | null = await repo.findBill(billId);
      if (!bill) throw notFound();
      const company = await deps.companiesRepository.findById(bill.company_id);
      const pdf = await renderReceiptPdf({
        bill,
        company: {
          name: company?.name ?? null,
          legal_name: company?.legal_name ?? null,
          friendly_id: company?.friendly_id ?? null,
        },
        language,
      });
      return { fileName: `forja-${billNumber(bill)}.pdf`, pdf };
    },
  };
}
export type BillsService = ReturnType<typeof createBillsService>;
