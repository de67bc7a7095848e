/** Development only (loaded by api-call behind import.meta.env.DEV): an answer that breaks its route's contract fails loudly. */
import { z } from 'zod';
import { apiContracts, type JsonApiRoute } from '#/shared/api/contracts';

export class ApiContractError extends Error {}

export function checkResponse(route: JsonApiRoute, data: unknown): void {
  const result = apiContracts[route].response.safeParse(data);
  if (result.success) return;
  const message = `${route} answered a shape its contract (src/shared/api) does not allow:\n${z.prettifyError(result.error)}`;
  console.error(message, data);
  throw new ApiContractError(message);
}
