/** Where the class pages of the back office lead back to: their dashboard tabs. */
export const CLASS_TYPES_LIST = "/admin?tab=events";
export const CLASS_INSTANCES_LIST = "/admin?tab=classes";
