"""The 60 hostile bundles of audit_heldout3, in manifest order."""

import hostile_a
import hostile_b
import hostile_c


def bundles():
    return hostile_a.bundles() + hostile_b.bundles() + hostile_c.bundles()
