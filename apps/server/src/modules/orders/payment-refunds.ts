/** What the orders module asks of the payment provider that took an order's money. */
export type RefundRequest = {
  /** Cents, more than 0. */
  amount: number;
  currency: string;
  orderUuid: string;
  /** The provider's reference of the charge (Stripe's Payment Intent id). */
  paymentReference: string | null;
  /** One refund of ours, one refund at the provider, however often the call is retried. */
  idempotencyKey: string;
};

export type RefundResult =
  { status: 'succeeded'; reference: string } | { status: 'failed'; message: string };

export interface PaymentRefunder {
  readonly name: string;
  refund(request: RefundRequest): Promise<RefundResult>;
}
