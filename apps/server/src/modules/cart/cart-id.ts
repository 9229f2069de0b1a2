import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export const CART_COOKIE = 'cart_id';

/** The browser's guest cart id: the `cart_id` cookie, or header `Cart-Id` for API clients. */
export function cartIdOf(request: FastifyRequest): string | null {
  const id = request.cookies[CART_COOKIE] ?? request.headers['cart-id'];
  return typeof id === 'string' && z.uuid().safeParse(id).success ? id : null;
}
