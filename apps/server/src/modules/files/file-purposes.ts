/*
 * What a stored file is for (stored_files.purpose), declared by the module that stores such
 * files, where it stores them: the files module keeps no list of its own. The rules say what
 * the cleanup and the archives do with a file of that purpose.
 */
export interface FilePurposeRules {
  /** Unsaved files of this purpose are deleted after the lifetime (a result nobody kept). */
  expiresUnsaved: boolean;
  /** No archive may keep it: a free preview would otherwise become a free result. */
  preview?: boolean;
}

const purposes = new Map<string, FilePurposeRules>();

/** Declares a purpose (once, at module level) and answers its name, to store files with. */
export function defineFilePurpose<const P extends string>(name: P, rules: FilePurposeRules): P {
  purposes.set(name, rules);
  return name;
}

const withRule = (rule: keyof FilePurposeRules) =>
  [...purposes].filter(([, rules]) => rules[rule]).map(([name]) => name);

/** The purposes whose unsaved files the hourly cleanup deletes. */
export const expiringPurposes = () => withRule('expiresUnsaved');

/** The purposes no archive may keep. */
export const previewPurposes = () => withRule('preview');
