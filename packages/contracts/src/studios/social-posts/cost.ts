/* Its own module: the app's shell reads it for the pricing line, without the studio's options. */
/** One credit per platform asked for. */
export const SOCIAL_POST_COST = 1;
