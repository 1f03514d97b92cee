import { PRODUCT_NAME_DEFAULT } from "#shared/constants.ts";

/** The product name shown in the UI (DESIGN.md: PRODUCT_NAME, default Officely). */
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME || PRODUCT_NAME_DEFAULT;
