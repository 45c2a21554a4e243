/** Wire schemas and API paths of the groups domain (issue 3). */
export {};
