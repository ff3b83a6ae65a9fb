import { featureProject } from '@zhiyuan/feature-testing/vitest';

export default featureProject(import.meta.dirname);
