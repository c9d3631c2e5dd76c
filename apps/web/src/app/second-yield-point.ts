/**
 * A second break in evaluating the entry's code (see yield-point.ts): the app's own modules (routes, features'
 * start-up code) are evaluated in a task apart from the libraries' (React Router, Mantine, i18next), so that
 * neither half is one long task on a phone (issue 11).
 */
await new Promise((resolve) => setTimeout(resolve, 0));

export {};
