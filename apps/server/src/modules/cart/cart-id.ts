import { COOKIES } from '@storefront/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const CART_MAX_AGE_S = 60 * 60 * 24 * 30;

/** The browser's guest cart id: the `cart_id` cookie, or header `Cart-Id` for API clients. */
export function cartIdOf(request: FastifyRequest): string | null {
  const id = request.cookies[COOKIES.cart] ?? request.headers['cart-id'];
  return typeof id === 'string' && z.uuid().safeParse(id).success ? id : null;
}

/** Keeps the guest cart in an httpOnly cookie, Secure when the store is reached over https. */
export function setCartCookie(reply: FastifyReply, cartId: string) {
  reply.setCookie(COOKIES.cart, cartId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
    path: '/',
    maxAge: CART_MAX_AGE_S,
  });
}
