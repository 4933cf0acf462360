import { toResources, type Namespace } from '../to-resources';

export default toResources(import.meta.glob<Namespace>('./*.json', { eager: true, import: 'default' }));
