/** A phone number as written for people, turned into a tel: link target. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
