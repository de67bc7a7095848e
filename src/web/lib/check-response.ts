/**
 * Development only (called behind import.meta.env.DEV, so production builds drop it and zod with it): an
 * answer that breaks the contract of the route its method and path match fails loudly.
 */
import { z } from 'zod';
import { apiContracts, type ApiContract } from '#/shared/api/contracts';

export class ApiContractError extends Error {}

/** Each contract's method and path pattern; fixed paths first, so /api/review/due-count is not taken for /api/review/:id. */
const routes = Object.entries(apiContracts as Record<string, ApiContract>)
  .map(([key, contract]) => {
    const [method, template = ''] = key.split(' ');
    return { key, method, pattern: new RegExp(`^${template.replace(/:\w+/g, '[^/]+')}$`), params: template.split(':').length - 1, contract };
  })
  .sort((a, b) => a.params - b.params);

export function checkResponse(method: string, path: string, data: unknown): void {
  const pathname = path.split('?')[0]!;
  const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(pathname));
  if (!route) {
    if (pathname.startsWith('/api/auth/')) return; // Better Auth's routes have no contract
    fail(`${method} ${pathname} matches no contract in src/shared/api/contracts.ts`, data);
  }
  if (!route.contract.response) return;
  const result = route.contract.response.safeParse(data);
  if (result.success) return;
  fail(`${route.key} answered a shape its contract (src/shared/api) does not allow:\n${z.prettifyError(result.error)}`, data);
}

function fail(message: string, data: unknown): never {
  console.error(message, data);
  throw new ApiContractError(message);
}
