import { useMutation } from '@tanstack/react-query';
import { apiBlob, saveBlob } from '@/lib/api-client';

/** The file name of an order's PDF (spec 2 section 2). */
export const orderPdfName = (orderId: number) => `order_${orderId}.pdf`;

/** GET /orders/{id}/pdf: the purchase order as a PDF, saved as order_{id}.pdf. */
export async function downloadOrderPdf(orderId: number): Promise<void> {
  const blob = await apiBlob(`/orders/${orderId}/pdf`);
  saveBlob(blob, orderPdfName(orderId));
}

export function useDownloadOrderPdf() {
  return useMutation({ mutationFn: downloadOrderPdf });
}
