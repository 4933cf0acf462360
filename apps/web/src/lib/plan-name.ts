/** Any namespace's `t`: the key names its namespace. */
type Translate = (key: `common:plans.${string}`, options: { defaultValue: string }) => string;

/**
 * A plan's name in the reader's language. The database keeps one name per plan (the English
 * one); the catalogues translate the known plans by id and fall back to the stored name.
 */
export function planName(t: Translate, plan: { id: string; name: string }): string {
  return t(`common:plans.${plan.id}`, { defaultValue: plan.name });
}
