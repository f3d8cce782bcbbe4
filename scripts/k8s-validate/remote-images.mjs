// Releasing one remote (docs/operations.md "Releasing one remote"): every role app runs its own image, so a team's
// new tag reaches its Deployment and no other, and the BFF's remotes ConfigMap has one entry per remote, empty or
// an https manifest.
import { LABEL_COMPONENT, REMOTE, idOf } from './objects.mjs';

/** `registry.example.com:5000/race-rewards/mf-rider:1.4.0` (or `@sha256:…`) → `registry.example.com:5000/race-rewards/mf-rider`. */
export function imageRepository(image) {
  const withoutDigest = image.split('@')[0];
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  return colon > slash ? withoutDigest.slice(0, colon) : withoutDigest;
}

export function checkRemoteImages(objects, ctx, problems) {
  const remotes = ctx.deployments.filter((d) => d.spec?.template?.metadata?.labels?.[LABEL_COMPONENT] === REMOTE);
  const byRepository = new Map();
  for (const deployment of remotes) {
    for (const container of deployment.spec.template.spec.containers ?? []) {
      if (!container.image) continue; // the pinned-images policy names it
      const repository = imageRepository(container.image);
      const name = repository.split('/').pop();
      if (name !== deployment.metadata.name) {
        problems.push(`${idOf(deployment)}: runs ${container.image}, not an image of its own (expected …/${deployment.metadata.name})`);
      }
      byRepository.set(repository, [...(byRepository.get(repository) ?? []), deployment.metadata.name]);
    }
  }
  for (const [repository, names] of byRepository) {
    if (names.length > 1) problems.push(`remotes ${[...names].sort().join(', ')} share the image ${repository}: each must be released alone`);
  }
  const entries = ctx.configMaps.get('bff-remotes');
  if (!entries) return;
  for (const [key, value] of Object.entries(entries.data ?? {})) {
    const remote = key.replace(/^mf_/, 'mf-');
    if (!key.startsWith('mf_') || !remotes.some((d) => d.metadata.name === remote)) {
      problems.push(`ConfigMap/bff-remotes: ${key} is not a remote (one key per remote: ${remotes.map((d) => d.metadata.name.replace('-', '_')).join(', ')})`);
      continue;
    }
    if (value === '') continue;
    let url;
    try {
      url = new URL(value);
    } catch {
      problems.push(`ConfigMap/bff-remotes: ${key}=${value} is not a URL`);
      continue;
    }
    if (url.protocol !== 'https:' || !url.pathname.endsWith('/mf-manifest.json')) problems.push(`ConfigMap/bff-remotes: ${key}=${value} is not an https mf-manifest.json`);
  }
}
