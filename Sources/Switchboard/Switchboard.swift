// `import Switchboard` gives a user every layer; a user who wants one layer imports that module.
@_exported public import SwitchboardContainment
@_exported public import SwitchboardCoordination
@_exported public import SwitchboardMessaging
