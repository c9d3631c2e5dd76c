/**
 * A break in evaluating the entry's code (decision 079): the modules the entry imports after this one are
 * evaluated in a task of their own, so that a phone can paint or answer a tap between the two halves instead of
 * running one long task. The entry imports it between React DOM and the rest of the app.
 */
await new Promise((resolve) => setTimeout(resolve, 0));

export {};
