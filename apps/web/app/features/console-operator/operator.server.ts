import { OperatorMeResponse, type Operator } from '@storefront/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { readText, sessionCookie } from '../../lib/cookies.ts';

/** The operator's pages exist on the platform host only; on a store's host they are not found. */
export function requirePlatformHost(context: AppLoadContext): void {
  if (!context.platform) throw data({ message: 'Not found.' }, { status: 404 });
}

/** The signed-in operator (the platform host's session cookie), or null. */
export async function getOperator(
  request: Request,
  context: AppLoadContext,
): Promise<Operator | null> {
  requirePlatformHost(context);
  if (!(await readText(request, sessionCookie))) return null;
  return apiJson(context, '/platform/auth/me', OperatorMeResponse).then(
    (body) => body.data.operator,
    (error: unknown) => {
      if (error instanceof ApiFailure && error.status === 401) return null;
      throw error;
    },
  );
}

export async function requireOperator(request: Request, context: AppLoadContext) {
  const operator = await getOperator(request, context);
  if (!operator) throw redirect('/operator/login');
  return operator;
}
