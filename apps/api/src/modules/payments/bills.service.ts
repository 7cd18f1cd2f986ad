import type { BillCfdi, CompanyBill } from '@forja/contracts/payments/bills';
import { billNumber, type Language } from '@forja/domain';
import { notFound } from '../../http/errors';
import { readStream } from '../../providers/storage/read-stream';
import type { Storage } from '../../providers/storage/storage';
import type { CompaniesRepository } from '../companies/companies.repository';
import type { CompanyAccess } from './company-access';
import type { BillRow, PaymentsRepository } from './payments.repository';
import { renderReceiptPdf } from './receipt-pdf';
import type { ReceiptLinks } from './receipt-links';

/**
 * A company's bills, each with a signed link to its PDF receipt and where its CFDI stands (with signed links to
 * its files once issued), and the files behind such links.
 */
export function createBillsService(deps: {
  payments: PaymentsRepository;
  companies: Pick<CompanyAccess, 'requireAccess'>;
  companiesRepository: CompaniesRepository;
  receiptLinks: ReceiptLinks;
  storage: Storage;
  clock: () => Date;
}) {
  const { payments: repo, clock } = deps;

  async function cfdiOf(bill: BillRow, now: Date): Promise<BillCfdi> {
    const status = bill.cfdi_status ?? 'not_requested';
    const issued = status === 'issued';
    return {
      status,
      uuid: issued ? bill.cfdi_uuid : null,
      issued_at: issued ? (bill.cfdi_issued_at?.toISOString() ?? null) : null,
      xml_url: issued && bill.cfdi_xml_key ? await deps.receiptLinks.cfdiUrl(bill.id, 'xml', now) : null,
      pdf_url: issued && bill.cfdi_pdf_key ? await deps.receiptLinks.cfdiUrl(bill.id, 'pdf', now) : null,
      test: bill.cfdi_test,
    };
  }

  /**
   * The catalogue key of each item of each bill, in the bill's order (null when not known): a bill copies its
   * order's items, which keep their product key.
   */
  async function itemProducts(rows: readonly BillRow[]): Promise<Map<number, (string | null)[]>> {
    const orderIds = rows.flatMap((bill) => (bill.order_id === null ? [] : [bill.order_id]));
    const orderItems = await repo.itemsOf(orderIds);
    return new Map(
      rows.map((bill) => {
        const bought = orderItems.filter((item) => item.order_id === bill.order_id);
        return [
          bill.id,
          bill.items.map((item) => bought.find((o) => o.name === item.name)?.product_key ?? null),
        ];
      }),
    );
  }

  return {
    async companyBills(userId: number, companyId: number, language: Language): Promise<CompanyBill[]> {
      await deps.companies.requireAccess(userId, companyId);
      const now = clock();
      const rows = await repo.billsOf(companyId);
      const products = await itemProducts(rows);
      return Promise.all(
        rows.map(async (bill) => ({
          id: bill.id,
          number: billNumber(bill),
          status: 'paid' as const,
          items: bill.items.map((item, index) => ({
            name: item.name,
            product: products.get(bill.id)?.[index] ?? null,
            quantity: item.quantity,
            unit_price_centavos: item.unit_price_centavos,
          })),
          subtotal_centavos: bill.subtotal_centavos,
          iva_centavos: bill.iva_centavos,
          total_centavos: bill.total_centavos,
          currency: 'MXN' as const,
          payment_method: bill.payment_method as 'card' | 'oxxo' | null,
          issued_at: bill.issued_at.toISOString(),
          receipt_url: await deps.receiptLinks.url(bill.id, language, now),
          cfdi: await cfdiOf(bill, now),
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
      const [company, products] = await Promise.all([
        deps.companiesRepository.findById(bill.company_id),
        itemProducts([bill]),
      ]);
      const pdf = await renderReceiptPdf({
        bill,
        products: products.get(bill.id) ?? [],
        company: {
          name: company?.name ?? null,
          legal_name: company?.legal_name ?? null,
          friendly_id: company?.friendly_id ?? null,
        },
        language,
      });
      return { fileName: `forja-${billNumber(bill)}.pdf`, pdf };
    },

    /** The XML (or PDF) of an issued CFDI behind a signed link; a bad or expired link answers like a missing file. */
    async cfdiFile(token: string): Promise<{ fileName: string; contentType: string; data: Buffer }> {
      const link = await deps.receiptLinks.readCfdi(token, clock());
      if (!link) throw notFound();
      const bill = await repo.findBill(link.billId);
      const key = link.format === 'pdf' ? bill?.cfdi_pdf_key : bill?.cfdi_xml_key;
      if (!bill || bill.cfdi_status !== 'issued' || !key || !bill.cfdi_uuid) throw notFound();
      const stream = await deps.storage.get(key);
      if (!stream) throw notFound();
      return {
        fileName: `forja-cfdi-${billNumber(bill)}-${bill.cfdi_uuid}.${link.format}`,
        contentType: link.format === 'pdf' ? 'application/pdf' : 'application/xml; charset=utf-8',
        data: await readStream(stream),
      };
    },
  };
}
export type BillsService = ReturnType<typeof createBillsService>;
