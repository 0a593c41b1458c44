import type { EstimateDocument, EstimateJobStatus } from '../../../shared/estimate-document';
import { toCents } from '../../../shared/money';
import { contentEstimate } from '../../../shared/quote-revision';
import type { Db } from '../../db/client';
import { jobResponsesByKey } from '../customer-approval/service';
import { customerEstimate } from '../quote/service/public-view';
import { isExpired } from '../revision/service';
import { authorizationsOf } from './authorization';

/**
 * The written estimate of a quote as its customer receives it (the PDF): the revision the
 * customer sees, each job's answer on it (approved on the page or authorized by phone or in
 * person, declined), and every authorization recorded.
 */
export async function estimateDocument(
  db: Db,
  quoteId: string,
): Promise<EstimateDocument & { shopId: string }> {
  const { row, revision, content } = await customerEstimate(db, quoteId);
  const [answers, authorizations] = await Promise.all([
    jobResponsesByKey(db, quoteId, revision?.id ?? null),
    authorizationsOf(db, quoteId),
  ]);
  const authorizedHere = new Set(
    authorizations
      .filter((record) => record.revision === (revision?.number ?? null))
      .flatMap((record) => record.jobKeys),
  );
  const statusOf = (job: { key: string; name: string }): EstimateJobStatus => {
    const answer = answers[job.key]?.decision;
    if (answer) return answer;
    return authorizedHere.has(job.key) ? 'APPROVED' : 'PENDING';
  };
  const { quote, shop, vehicle } = row;
  return {
    shopId: quote.shop_id,
    shop,
    estimateNumber: quote.estimate_number,
    revision: revision?.number ?? null,
    issuedAt: revision?.created_at ?? quote.created_at,
    validUntil: revision?.expires_at ?? null,
    isExpired: revision ? isExpired(revision) : false,
    customer: { name: quote.customer_name, phone: quote.customer_phone, email: quote.customer_email },
    vehicle: {
      year: vehicle.model_year,
      make: vehicle.make,
      model: vehicle.model,
      vin: vehicle.vin,
      odometer: quote.odometer,
    },
    title: content.title,
    jobs: content.jobs.map((job) => ({
      key: job.key,
      name: job.name,
      status: statusOf(job),
      labor: content.labor.filter((line) => job.laborItemIds.includes(line.id)),
      parts: content.parts.filter((line) => job.partItemIds.includes(line.id)),
      totalCents: toCents(job.total),
    })),
    breakdown: contentEstimate(content),
    terms: row.estimateSettings.terms,
    authorizations,
  };
}

/** 'Estimate-1042-Bayside-Auto-Care.pdf': the number and the shop, in letters a file system takes. */
export function estimateFileName(document: Pick<EstimateDocument, 'estimateNumber' | 'shop'>): string {
  const shop = document.shop.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `Estimate-${document.estimateNumber}${shop ? `-${shop}` : ''}.pdf`;
}
