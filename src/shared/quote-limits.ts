// Plain numbers the pages share with the schemas and services. Outside schemas/ so that a page
// needing only them (the signed-in home's sidebar and concern box) does not load zod with them.

export const CONVERSATIONS_PAGE_SIZE = 10;
export const CONCERN_MAX_LENGTH = 2000;
