import { COOKIES } from '@storefront/contracts';
import type { FastifyReply } from 'fastify';

const CART_MAX_AGE_S = 60 * 60 * 24 * 30;

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
