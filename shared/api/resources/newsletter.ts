// SPEC §7 resource group 'newsletter': the sign-up (decision 007: POST /newsletter, 201).
import type * as z from 'zod/mini';

import { wrapped } from '../../schemas/common.ts';
import { type newsletterPayloadSchema, submissionReceiptSchema } from '../../schemas/submissions.ts';
import type { CallOptions, Transport } from '../transport.ts';
import type { SubmissionReceipt } from './contact.ts';

const receiptAnswer = wrapped(submissionReceiptSchema);

export function newsletterResource(transport: Transport) {
  return {
    /** POST /newsletter; a 400 comes back as an ApiError with the API's `issues`. */
    async subscribe(payload: z.input<typeof newsletterPayloadSchema>, call?: CallOptions): Promise<SubmissionReceipt> {
      return (
        await transport.request({ method: 'POST', path: 'newsletter', body: payload, schema: receiptAnswer, call })
      ).data;
    },
  };
}
export type NewsletterResource = ReturnType<typeof newsletterResource>;
