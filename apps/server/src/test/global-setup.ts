import type { TestProject } from 'vitest/node';
import { createTemplates } from './test-databases.ts';

/** Builds the template databases once per run of the server project; each test file copies one. */
export default async function setup(project: TestProject) {
  const { templates, dispose } = await createTemplates();
  project.provide('testTemplates', templates);
  return dispose;
}
