/**
 * The shop network's repair history is shared among its member shops: an account that belongs to
 * no shop (anyone can sign up) reads none of it. The server refuses with these words and the web
 * shows the same ones.
 */
export const NETWORK_MEMBERS_ONLY_MESSAGE =
  'The repair network is open to members of a shop. Ask your shop to invite you, or add your shop.';
