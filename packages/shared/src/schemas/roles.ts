/** Wire schemas and API paths of the roles domain (issue 3). */
export {};
