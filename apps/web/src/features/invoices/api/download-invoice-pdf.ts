import { useMutation } from '@tanstack/react-query';
import { apiBlob, saveBlob } from '@/lib/api-client';

/** The file name of an invoice's PDF (spec 2 "Invoice detail"). */
export const invoicePdfName = (invoiceId: number) => `invoice_${invoiceId}.pdf`;

/** GET /invoices/{id}/pdf: the invoice as a PDF, saved as invoice_{id}.pdf. */
export async function downloadInvoicePdf(invoiceId: number): Promise<void> {
  const blob = await apiBlob(`/invoices/${invoiceId}/pdf`);
  saveBlob(blob, invoicePdfName(invoiceId));
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
