// SPEC §7 resource group 'contact': the contact request (decision 007: POST /contact, 201).
import type * as z from 'zod/mini';

import { wrapped } from '../../schemas/common.ts';
import { type contactPayloadSchema, submissionReceiptSchema } from '../../schemas/submissions.ts';
import type { CallOptions, Transport } from '../transport.ts';

const receiptAnswer = wrapped(submissionReceiptSchema);
export type SubmissionReceipt = z.output<typeof submissionReceiptSchema>;

export function contactResource(transport: Transport) {
  return {
    /** POST /contact; a 400 comes back as an ApiError with the API's `issues`. */
    async send(payload: z.input<typeof contactPayloadSchema>, call?: CallOptions): Promise<SubmissionReceipt> {
      return (await transport.request({ method: 'POST', path: 'contact', body: payload, schema: receiptAnswer, call }))
        .data;
    },
  };
}
export type ContactResource = ReturnType<typeof contactResource>;
