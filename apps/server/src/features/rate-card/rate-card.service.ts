import {
  paiseToRupees,
  rateCardMessages,
  rupeesToPaise,
  SERVICES_PER_PROVIDER,
  type Service,
  type ServiceValues,
} from '@sevak/shared';
import type { ProviderServiceRow, UserRow } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { assertListedProvider, findUserById, lockUserRow } from '../members/index.js';
import { countServicesOf, deleteServiceOf, findServicesOf, insertService, updateServiceOf } from './rate-card.repo.js';

/*
 * A provider's rate card (docs/contract.md §5c "Services and hours"). A provider is an approved
 * member with business categories; each service is in one of them.
 */

export function toService(row: ProviderServiceRow): Service {
  return {
    _id: row.id,
    providerId: row.providerId,
    category: row.category,
    title: row.title,
    description: row.description,
    priceType: row.priceType,
    price: row.pricePaise === null ? null : paiseToRupees(row.pricePaise),
    durationMinutes: row.durationMinutes,
    active: row.active,
  };
}

/**
 * GET /providers/{id}/services: a listed provider's active services; the provider themself sees
 * the inactive ones too. 404 for anyone who is not a listed provider.
 */
export async function listServicesOf(db: Db, providerId: string, viewerId: string | undefined): Promise<Service[]> {
  const self = viewerId === providerId;
  if (!self) await assertListedProvider(db, providerId);
  return (await findServicesOf(db, providerId, { all: self })).map(toService);
}

/** The provider's own spelling of `category`, or a 400 on the field when it is not one of theirs. */
function ownCategory(provider: Pick<UserRow, 'businessCategory'>, category: string): string {
  const own = provider.businessCategory.find((c) => c.toLowerCase() === category.toLowerCase());
  if (!own) throw AppError.onField('SERVICE_CATEGORY_NOT_YOURS', 'category', rateCardMessages.categoryNotYours);
  return own;
}

function rowValues(input: ServiceValues, category: string) {
  return {
    category,
    title: input.title,
    description: input.description,
    priceType: input.priceType,
    pricePaise: input.priceType === 'quote' || input.price == null ? null : rupeesToPaise(input.price),
    durationMinutes: input.durationMinutes,
    active: input.active,
  };
}

/**
 * POST /services/mine. The provider's row is locked while the card is counted, so 100 requests at
 * once never list more than SERVICES_PER_PROVIDER (docs/contract.md §9: no check-then-act).
 */
export async function addService(db: Db, provider: UserRow, input: ServiceValues): Promise<Service> {
  const category = ownCategory(provider, input.category);
  return db.transaction(async (tx) => {
    await lockUserRow(tx, provider.id);
    if ((await countServicesOf(tx, provider.id)) >= SERVICES_PER_PROVIDER) {
      throw new AppError('SERVICE_LIMIT_REACHED', rateCardMessages.tooMany);
    }
    return toService(await insertService(tx, { providerId: provider.id, ...rowValues(input, category) }));
  });
}

/** PUT /services/mine/{id}: the whole service again; 404 when it is not the provider's. */
export async function updateService(db: Db, provider: UserRow, id: string, input: ServiceValues): Promise<Service> {
  const row = await updateServiceOf(db, provider.id, id, rowValues(input, ownCategory(provider, input.category)));
  if (!row) throw new AppError('SERVICE_NOT_FOUND', rateCardMessages.notFound);
  return toService(row);
}

/** DELETE /services/mine/{id}; 404 when it is not the provider's. */
export async function deleteService(db: Db, providerId: string, id: string): Promise<void> {
  if (!(await deleteServiceOf(db, providerId, id))) throw new AppError('SERVICE_NOT_FOUND', rateCardMessages.notFound);
}

/** The signed-in member as a provider: their current row (the session's may predate a category change). */
export async function providerRow(db: Db, memberId: string): Promise<UserRow> {
  const row = await findUserById(db, memberId);
  if (!row) throw new AppError('USER_NOT_FOUND', rateCardMessages.notFound);
  return row;
}
