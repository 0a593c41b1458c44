import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { EstimateDocument } from '../../../shared/estimate-document';
import type { AppDeps } from '../../context-types';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../lib/app-error';
import { createRequestContext } from '../../trpc/context';
import { shareForToken } from '../notification-demo/share-token';
import { isMember } from '../shop/service';
import { estimateDocument, estimateFileName } from './document';
import { renderEstimatePdf } from './pdf';

const quoteIdSchema = z.uuid();

/**
 * The estimate as a PDF (issue 25), at estimatePdfPath: like the customer's page, the random quote
 * id is the credential. Who it is for and the authorizations given are on it only for the holder
 * of the customer's link (`?t=`) or a member of the quote's shop, as the page shows them.
 */
export function mountEstimatePdf(app: Hono<{ Bindings: HttpBindings }>, deps: AppDeps) {
  app.get('/estimates/:file', async (c) => {
    const file = c.req.param('file');
    const quoteId = file.endsWith('.pdf') ? file.slice(0, -'.pdf'.length) : '';
    if (!quoteIdSchema.safeParse(quoteId).success) return c.text('Estimate not found', 404);
    let document: Awaited<ReturnType<typeof estimateDocument>>;
    try {
      document = await estimateDocument(deps.db, quoteId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return c.text('Estimate not found', 404);
      throw error;
    }
    const token = c.req.query('t');
    const isCustomer = token ? Boolean(await shareForToken(deps.db, quoteId, token.slice(0, 64))) : false;
    const canSeeCustomer =
      isCustomer ||
      (await isShopMember(
        deps,
        c.req.raw.headers,
        document.shopId,
        clientIp(c.env?.incoming?.socket?.remoteAddress),
      ));
    const bytes = await renderEstimatePdf(canSeeCustomer ? document : withoutCustomer(document));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${estimateFileName(document)}"`,
      'cache-control': 'no-store',
    });
  });
}

function withoutCustomer(document: EstimateDocument): EstimateDocument {
  return { ...document, customer: { name: null, phone: null, email: null }, authorizations: [] };
}

async function isShopMember(deps: AppDeps, headers: Headers, shopId: string, ip: string | undefined) {
  if (!headers.get('cookie')) return false;
  const ctx = await createRequestContext(deps, headers, new Headers(), ip);
  return ctx.user ? isMember(ctx, ctx.user.id, shopId) : false;
}
