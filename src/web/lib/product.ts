import { PRODUCT_NAME_DEFAULT } from "#shared/constants.ts";

/**
 * The product name shown in the UI (VITE_PRODUCT_NAME, default Officely: docs/product.md
 * "Resolved contradictions").
 */
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME || PRODUCT_NAME_DEFAULT;
