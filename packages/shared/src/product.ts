/** The product's name: the single place it is spelled. */
export const PRODUCT_NAME = 'HireStride';
