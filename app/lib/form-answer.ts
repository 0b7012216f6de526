export * from "#rules/form-answer";
