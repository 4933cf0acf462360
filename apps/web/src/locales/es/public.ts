import { toResources, type Namespace } from '../to-resources';

/* The landing page's namespaces in this language (see ../public-resources.ts). */
export default toResources(
  import.meta.glob<Namespace>('./{common,errors,validation,landing,contact,cookies}.json', {
    eager: true,
    import: 'default',
  }),
);
