/**
 * The back office's words for the acts every manager offers, one verb per act,
 * with the thing's name (decision 073). They follow the spec's own labels:
 * "Add New Testimonial" and "Edit Testimonial" head its form, Create and
 * Update save it, "Save Changes" saves the message details. Where the spec
 * names another word for a thing ("Schedule New Class", "Upload Image"), the
 * thing's rules file keeps the spec's word.
 */
export const ADMIN_VERBS = {
  /** The list page's button and the new form's heading: "Add New Team Member". */
  addNew: (thing: string) => `Add New ${thing}`,
  /** The edit form's heading: "Edit Team Member". */
  edit: (thing: string) => `Edit ${thing}`,
  /** A new row's submit button: "Create Team Member". */
  create: (thing: string) => `Create ${thing}`,
  /** A saved row's submit button: "Update Team Member". */
  update: (thing: string) => `Update ${thing}`,
  /** A form that changes a page's settings in place, with no row to add: "Save Settings". */
  save: (what: string) => `Save ${what}`,
  saving: "Saving...",
  delete: "Delete",
  cancel: "Cancel",
  /** A link back to a page: "Back to Dashboard". */
  backTo: (page: string) => `Back to ${page}`,
} as const;

type ManagerWords = { addNew: string; newHeading: string; editHeading: string; create: string; update: string };

/**
 * A manager's list button, form headings and submit buttons, from the name of
 * the thing it keeps; `spec` keeps the words the spec names instead. Callers
 * mark the call pure, so a public page that imports the file drops the words.
 */
export function managerWords(thing: string, spec: Partial<ManagerWords> = {}): ManagerWords {
  return {
    addNew: ADMIN_VERBS.addNew(thing),
    newHeading: ADMIN_VERBS.addNew(thing),
    editHeading: ADMIN_VERBS.edit(thing),
    create: ADMIN_VERBS.create(thing),
    update: ADMIN_VERBS.update(thing),
    ...spec,
  };
}

export const BACK_TO_DASHBOARD = /* @__PURE__ */ ADMIN_VERBS.backTo("Dashboard");
