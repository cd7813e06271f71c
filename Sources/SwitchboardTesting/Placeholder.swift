/// The testing kit; its API arrives with the SwitchboardTesting issue.
public enum SwitchboardTestingModule {}
