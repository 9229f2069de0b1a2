/** Single sign-on's public face: the only file other modules import. */
export { endSessionUrl } from './sso.service.ts';
